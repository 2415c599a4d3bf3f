/**
 * Stands in for SNS (SMS and mobile push, AWS query protocol) and SES v2 (e-mail, REST JSON) so the
 * product's own notify adapters run unchanged with only an endpoint override. Every message lands in
 * the outbox; GET /outbox returns it as JSON, newest last.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Outbox, type OutboxMessage } from './outbox';
import { closeServer, corsHeaders, listen, readBody, sendJson } from '../support/http';

export interface NotifyTwin {
  url: string;
  outboxUrl: string;
  outbox: Outbox;
  close(): Promise<void>;
}

const SNS_NS = 'http://sns.amazonaws.com/doc/2010-03-31/';

function snsXml(action: string, result: string): string {
  return `<${action}Response xmlns="${SNS_NS}"><${action}Result>${result}</${action}Result><ResponseMetadata><RequestId>local</RequestId></ResponseMetadata></${action}Response>`;
}

function snsError(res: ServerResponse, code: string, message: string): void {
  res.writeHead(400, { ...corsHeaders, 'content-type': 'text/xml' });
  res.end(
    `<ErrorResponse xmlns="${SNS_NS}"><Error><Type>Sender</Type><Code>${code}</Code><Message>${message}</Message></Error><RequestId>local</RequestId></ErrorResponse>`,
  );
}

/** Push endpoints: platform endpoint ARN → device token, as SNS keeps them. */
const endpointArn = (token: string) =>
  `arn:aws:sns:us-east-1:000000000000:endpoint/local/${createHash('sha256').update(token).digest('hex').slice(0, 32)}`;

function handleSns(
  form: URLSearchParams,
  res: ServerResponse,
  outbox: Outbox,
  endpoints: Map<string, string>,
): void {
  const action = form.get('Action');
  if (action === 'Publish') {
    const message = form.get('Message');
    if (!message) return snsError(res, 'InvalidParameter', 'Invalid parameter: Message');
    const phone = form.get('PhoneNumber');
    const target = form.get('TargetArn');
    const subject = form.get('Subject') ?? undefined;
    if (phone) outbox.add({ to: phone, channel: 'sms', body: message });
    else if (target) {
      const token = endpoints.get(target);
      if (!token) return snsError(res, 'EndpointDisabled', 'Endpoint is disabled');
      outbox.add({ to: token, channel: 'push', subject, body: message });
    } else return snsError(res, 'InvalidParameter', 'Invalid parameter: PhoneNumber, TargetArn or TopicArn');
    res.writeHead(200, { ...corsHeaders, 'content-type': 'text/xml' });
    return void res.end(snsXml('Publish', `<MessageId>${outbox.list().length}</MessageId>`));
  }
  if (action === 'CreatePlatformEndpoint') {
    const token = form.get('Token');
    if (!token) return snsError(res, 'InvalidParameter', 'Invalid parameter: Token');
    const arn = endpointArn(token);
    endpoints.set(arn, token);
    res.writeHead(200, { ...corsHeaders, 'content-type': 'text/xml' });
    return void res.end(snsXml('CreatePlatformEndpoint', `<EndpointArn>${arn}</EndpointArn>`));
  }
  if (action === 'DeleteEndpoint') {
    endpoints.delete(form.get('EndpointArn') ?? '');
    res.writeHead(200, { ...corsHeaders, 'content-type': 'text/xml' });
    return void res.end(
      `<DeleteEndpointResponse xmlns="${SNS_NS}"><ResponseMetadata><RequestId>local</RequestId></ResponseMetadata></DeleteEndpointResponse>`,
    );
  }
  snsError(res, 'InvalidAction', `The action ${action ?? ''} is not valid for this endpoint.`);
}

interface SesSendEmail {
  Destination?: { ToAddresses?: string[] };
  Content?: {
    Simple?: { Subject?: { Data?: string }; Body?: { Text?: { Data?: string }; Html?: { Data?: string } } };
  };
}

function handleSes(body: string, res: ServerResponse, outbox: Outbox): void {
  let request: SesSendEmail;
  try {
    request = JSON.parse(body) as SesSendEmail;
  } catch {
    return sendJson(
      res,
      400,
      { message: 'Malformed request body' },
      { 'x-amzn-errortype': 'BadRequestException' },
    );
  }
  const to = request.Destination?.ToAddresses ?? [];
  const simple = request.Content?.Simple;
  const text = simple?.Body?.Text?.Data ?? simple?.Body?.Html?.Data;
  if (!to.length || !text) {
    return sendJson(
      res,
      400,
      { message: 'Destination and Content.Simple are required' },
      { 'x-amzn-errortype': 'BadRequestException' },
    );
  }
  for (const address of to)
    outbox.add({ to: address, channel: 'email', subject: simple?.Subject?.Data, body: text });
  sendJson(res, 200, { MessageId: String(outbox.list().length) });
}

export async function startNotifyTwin(options: {
  port?: number;
  host?: string;
  dataFile?: string;
  onMessage?: (message: OutboxMessage) => void;
}): Promise<NotifyTwin> {
  const outbox = new Outbox(options.dataFile, options.onMessage);
  const endpoints = new Map<string, string>();
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, corsHeaders);
        return void res.end();
      }
      const path = new URL(req.url ?? '/', 'http://local').pathname;
      if (req.method === 'GET' && path === '/outbox') return sendJson(res, 200, outbox.list());
      const body = await readBody(req);
      if (req.method === 'POST' && path === '/v2/email/outbound-emails') return handleSes(body, res, outbox);
      if (req.method === 'POST' && path === '/')
        return handleSns(new URLSearchParams(body), res, outbox, endpoints);
      sendJson(res, 404, { message: 'Not found' });
    } catch (error) {
      sendJson(res, 500, { message: String(error) });
    }
  });
  const url = await listen(server, options.port ?? 0, options.host ?? '127.0.0.1');
  return { url, outboxUrl: `${url}/outbox`, outbox, close: () => closeServer(server) };
}
