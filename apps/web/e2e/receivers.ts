/**
 * Stand-ins for the outside world the server delivers to during the end-to-end run: an SMTP server
 * and a group-robot gateway, both on loopback. The server is started with SMTP_URL and
 * WEBHOOK_HOSTS pointing here; tests read what arrived with GET <url>/__inbox.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface Inbox {
  mails: { to: string; subject: string; text: string }[];
  robots: { path: string; body: unknown }[];
}

/** A single-part mail as nodemailer writes it: headers, then the text (base64 or quoted-printable). */
function readMail(raw: string): { subject: string; text: string } {
  const [head, ...rest] = raw.split("\r\n\r\n");
  const body = rest.join("\r\n\r\n");
  const unfolded = head.replace(/\r\n[ \t]+/g, " ");
  const subjectRaw = /^Subject: (.*)$/im.exec(unfolded)?.[1] ?? "";
  const subject = subjectRaw.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, enc: string, s: string) =>
    enc.toUpperCase() === "B"
      ? Buffer.from(s, "base64").toString("utf8")
      : Buffer.from(
          s.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
          "latin1",
        ).toString("utf8"),
  );
  let text = body;
  if (/Content-Transfer-Encoding: base64/i.test(unfolded)) text = Buffer.from(body, "base64").toString("utf8");
  else if (/Content-Transfer-Encoding: quoted-printable/i.test(unfolded))
    text = Buffer.from(
      body.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
      "latin1",
    ).toString("utf8");
  return { subject, text };
}

export async function startReceivers(): Promise<{ smtpUrl: string; robotHost: string; close: () => Promise<void> }> {
  const inbox: Inbox = { mails: [], robots: [] };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, session, cb) {
      let raw = "";
      stream.on("data", (c) => {
        raw += c;
      });
      stream.on("end", () => {
        inbox.mails.push({ to: session.envelope.rcptTo[0]?.address ?? "", ...readMail(raw) });
        cb();
      });
    },
  });
  const http: Server = createServer((req, res) => {
    if (req.method === "GET" && req.url === "/__inbox") {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(inbox));
      return;
    }
    let data = "";
    req.on("data", (c) => {
      data += c;
    });
    req.on("end", () => {
      let body: unknown = null;
      try {
        body = JSON.parse(data);
      } catch {}
      inbox.robots.push({ path: req.url ?? "", body });
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ errcode: 0, errmsg: "ok", code: 0, msg: "success" }));
    });
  });
  await new Promise<void>((r) => smtp.listen(0, "127.0.0.1", r));
  await new Promise<void>((r) => http.listen(0, "127.0.0.1", r));
  return {
    smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}?ignoreTLS=true`,
    robotHost: `127.0.0.1:${(http.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise<void>((r) => smtp.close(() => r()));
      await new Promise<void>((r) => http.close(() => r()));
    },
  };
}
