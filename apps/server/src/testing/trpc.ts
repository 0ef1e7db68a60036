import type { TestApp } from './test-app.ts';

interface TrpcAnswer<T> {
  status: number;
  data: T;
  error: {
    message: string;
    data?: { code: string; fieldErrors?: Record<string, string[]> | null };
  };
}

async function answerOf<T>(response: Awaited<ReturnType<TestApp['app']['inject']>>) {
  const body = response.json();
  return {
    status: response.statusCode,
    data: body.result?.data?.json,
    error: body.error?.json,
  } as TrpcAnswer<T>;
}

/** A tRPC query over HTTP as the shop's client sends it (superjson envelope, GET). */
export async function trpcQuery<T = unknown>(
  t: TestApp,
  path: string,
  input: unknown,
  cookie?: string,
) {
  const encoded = encodeURIComponent(JSON.stringify({ json: input }));
  return answerOf<T>(
    await t.app.inject({
      method: 'GET',
      url: `/trpc/${path}?input=${encoded}`,
      headers: cookie ? { cookie } : {},
    }),
  );
}

/** A tRPC mutation over HTTP as the shop's client sends it (superjson envelope, POST). */
export async function trpcMutation<T = unknown>(
  t: TestApp,
  path: string,
  input: unknown,
  cookie?: string,
) {
  return answerOf<T>(
    await t.app.inject({
      method: 'POST',
      url: `/trpc/${path}`,
      payload: { json: input },
      headers: cookie ? { cookie } : {},
    }),
  );
}
