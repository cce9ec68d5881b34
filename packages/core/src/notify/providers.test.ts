import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { aliyunSms, canonicalQuery, rpcSignature, rpcStringToSign } from "./aliyun-sms";
import { smtpMail } from "./smtp";
import { tc3Sign, tencentSms } from "./tencent-sms";

describe("Tencent Cloud TC3-HMAC-SHA256", () => {
  // The worked example of Tencent Cloud's "Signature v3" document (CVM DescribeInstances).
  const example = {
    secretId: "AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE",
    secretKey: "Gu5t9xGARNpq86cd98joQYCN3EXAMPLE",
    service: "cvm",
    host: "cvm.tencentcloudapi.com",
    timestamp: 1551113065,
    payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
  };

  it("reproduces the documented canonical request, string to sign and signature", () => {
    const s = tc3Sign(example);
    expect(s.canonicalRequest.split("\n").at(-1)).toBe("35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064");
    expect(s.stringToSign).toBe(
      "TC3-HMAC-SHA256\n1551113065\n2019-02-25/cvm/tc3_request\n5ffe6a04c0664d6b969fab9a13bdab201d63ee709638e2749d62a09ca18d7031",
    );
    expect(s.signature).toBe("72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168");
    expect(s.authorization).toBe(
      "TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, SignedHeaders=content-type;host, Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168",
    );
  });
});

describe("Aliyun RPC signature (HMAC-SHA1)", () => {
  // The example of Aliyun's RPC signing document (ECS DescribeRegions, AccessKeySecret "testsecret").
  const params = {
    Timestamp: "2016-02-23T12:46:24Z",
    Format: "XML",
    AccessKeyId: "testid",
    Action: "DescribeRegions",
    SignatureMethod: "HMAC-SHA1",
    SignatureNonce: "3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf",
    Version: "2014-05-26",
    SignatureVersion: "1.0",
  };

  it("reproduces the documented string to sign and signature", () => {
    expect(rpcStringToSign("GET", params)).toBe(
      "GET&%2F&AccessKeyId%3Dtestid%26Action%3DDescribeRegions%26Format%3DXML%26SignatureMethod%3DHMAC-SHA1%26SignatureNonce%3D3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf%26SignatureVersion%3D1.0%26Timestamp%3D2016-02-23T12%253A46%253A24Z%26Version%3D2014-05-26",
    );
    expect(rpcSignature("GET", params, "testsecret")).toBe("OLeaidS1JvxuMvnyHOwuJ+uX5qY=");
  });

  it("encodes what encodeURIComponent leaves alone, and Chinese as UTF-8", () => {
    expect(canonicalQuery({ a: "x!'()*~", SignName: "筑信" })).toBe("SignName=%E7%AD%91%E4%BF%A1&a=x%21%27%28%29%2A~");
  });
});

/** A stand-in provider endpoint on loopback that records what arrives. */
async function fakeEndpoint(answer: (req: IncomingMessage, body: string) => unknown) {
  const seen: { req: IncomingMessage; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      seen.push({ req, body });
      res.setHeader("Content-Type", "application/json");
      res.end(JSON.stringify(answer(req, body)));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, close: () => new Promise((r) => server.close(r)) };
}

describe("SMS providers send signed requests", () => {
  const msg = { phone: "13912345678", text: "验证码 123456", template: "vcode", params: { code: "123456" } };

  it("Tencent: SendSms with a TC3 signature the server can recompute", async () => {
    const ep = await fakeEndpoint(() => ({ Response: { SendStatusSet: [{ Code: "Ok", Message: "send success" }], RequestId: "x" } }));
    try {
      const now = new Date("2026-03-15T02:00:00Z");
      await tencentSms({
        secretId: "id",
        secretKey: "key",
        sdkAppId: "1400000000",
        signName: "筑信工程云",
        templateId: "100",
        region: "ap-guangzhou",
        endpoint: ep.url,
        now: () => now,
      }).send(msg);
      const { req, body } = ep.seen[0];
      expect(req.headers["x-tc-action"]).toBe("SendSms");
      expect(JSON.parse(body)).toMatchObject({
        PhoneNumberSet: ["+8613912345678"],
        TemplateParamSet: ["123456"],
        SmsSdkAppId: "1400000000",
      });
      const again = tc3Sign({
        secretId: "id",
        secretKey: "key",
        service: "sms",
        host: new URL(ep.url).host,
        timestamp: now.getTime() / 1000,
        payload: body,
      });
      expect(req.headers.authorization).toBe(again.authorization);
    } finally {
      await ep.close();
    }
  });

  it("Tencent: a failed send is an error", async () => {
    const ep = await fakeEndpoint(() => ({ Response: { Error: { Code: "AuthFailure.SignatureFailure", Message: "签名错误" } } }));
    try {
      const p = tencentSms({
        secretId: "id",
        secretKey: "key",
        sdkAppId: "1",
        signName: "s",
        templateId: "1",
        region: "r",
        endpoint: ep.url,
      });
      await expect(p.send(msg)).rejects.toThrow(/SignatureFailure/);
    } finally {
      await ep.close();
    }
  });

  it("Aliyun: SendSms with an RPC signature the server can recompute", async () => {
    const ep = await fakeEndpoint(() => ({ Code: "OK", Message: "OK" }));
    try {
      await aliyunSms({
        accessKeyId: "ak",
        accessKeySecret: "secret",
        signName: "筑信工程云",
        templateCode: "SMS_1",
        endpoint: ep.url,
      }).send(msg);
      const query = new URL(ep.seen[0].req.url ?? "", ep.url).searchParams;
      const params = Object.fromEntries([...query].filter(([k]) => k !== "Signature"));
      expect(params).toMatchObject({ Action: "SendSms", PhoneNumbers: "13912345678", TemplateParam: '{"code":"123456"}' });
      expect(query.get("Signature")).toBe(rpcSignature("GET", params, "secret"));
    } finally {
      await ep.close();
    }
  });
});

describe("SMTP", () => {
  const received: { to: string; data: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onAuth(auth, _s, cb) {
      cb(auth.username === "mailer" && auth.password === "pw" ? null : new Error("bad"), { user: "mailer" });
    },
    onData(stream, session, cb) {
      let data = "";
      stream.on("data", (c) => {
        data += c;
      });
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo[0]?.address ?? "", data });
        cb();
      });
    },
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it("delivers through a real SMTP server on loopback", async () => {
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const port = (server.server.address() as AddressInfo).port;
    const mail = smtpMail({ url: `smtp://mailer:pw@127.0.0.1:${port}?ignoreTLS=true`, from: "筑信工程云 <no-reply@example.com>" });
    await mail.send({ to: "zhang@example.com", subject: "登录身份验证验证码", text: "验证码 654321，5 分钟内有效。" });
    expect(received[0].to).toBe("zhang@example.com");
    expect(received[0].data).toMatch(/Subject: =\?UTF-8\?/);
    const [head, ...rest] = received[0].data.split("\r\n\r\n");
    const body = rest.join("\r\n\r\n");
    const text = /base64/i.test(head) ? Buffer.from(body, "base64").toString("utf8") : body;
    expect(text).toContain("验证码 654321");
  });
});
