// A yoga answer through Fastify (issue 10 shared part 7, the `{ __typename }` floor). Handing Fastify
// the fetch Response pipes its body as a stream: chunked encoding and several socket writes per answer.
// A single GraphQL result is read whole and sent as one buffer with its length (one write); a stream
// (subscriptions over SSE, incremental delivery) is still piped as it comes.
import type { FastifyReply } from 'fastify';

const isStream = (contentType: string) =>
  contentType.startsWith('text/event-stream') || contentType.startsWith('multipart/');

export async function sendYogaResponse(reply: FastifyReply, response: Response) {
  const contentType = response.headers.get('content-type') ?? '';
  if (!response.body || isStream(contentType)) return reply.send(response);
  const body = Buffer.from(await response.arrayBuffer());
  reply.status(response.status);
  for (const [name, value] of response.headers)
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
  return reply.send(body);
}
