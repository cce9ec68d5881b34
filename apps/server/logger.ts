import pino from "pino";

/**
 * JSON logs. Anything that could carry a secret is redacted by key wherever it appears, so a
 * careless `log.info({ body })` cannot leak a password, code or token.
 */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        paths: [
          "*.password",
          "*.newPassword",
          "*.oldPassword",
          "*.code",
          "*.vcode",
          "*.icode",
          "*.token",
          "*.authorization",
          "*.cookie",
          "*.headers.authorization",
          "*.headers.cookie",
          "password",
          "token",
        ],
        censor: "[已隐藏]",
      },
    },
    destination as pino.DestinationStream,
  );
}
export type AppLogger = ReturnType<typeof createLogger>;
