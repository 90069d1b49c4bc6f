import { RUNTIME_CONFIG_PATH, RuntimeConfigSchema, type RuntimeConfig } from '../../../shared/config/runtime-config';

/** The outcome of reading `/config.json`: the config, or why the app cannot start. */
type RuntimeConfigResult =
  { readonly ok: true; readonly config: RuntimeConfig } | { readonly ok: false; readonly problem: string };

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Checks a parsed `/config.json` against the shared schema and names every field that is wrong. */
export function parseRuntimeConfig(value: unknown): RuntimeConfigResult {
  const parsed = RuntimeConfigSchema.safeParse(value);
  if (parsed.success) return { ok: true, config: parsed.data };
  const issues = parsed.error.issues.map((issue) => {
    const where = issue.path.map(String).join('.');
    return where === '' ? issue.message : `${where}: ${issue.message}`;
  });
  return { ok: false, problem: `${RUNTIME_CONFIG_PATH} is invalid: ${issues.join('; ')}` };
}

/**
 * Fetches and checks the runtime configuration written next to index.html (by `npm start` locally,
 * by the deploy in the cloud). Never throws: a missing or broken file is a result the app shows.
 */
export async function loadRuntimeConfig(
  fetchImpl: FetchLike = (input, init) => fetch(input, init),
): Promise<RuntimeConfigResult> {
  let response: Response;
  try {
    // asking for JSON keeps the dev server from answering a missing file with index.html
    response = await fetchImpl(RUNTIME_CONFIG_PATH, { cache: 'no-store', headers: { accept: 'application/json' } });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, problem: `${RUNTIME_CONFIG_PATH} could not be loaded: ${reason}.` };
  }
  if (!response.ok) {
    return { ok: false, problem: `${RUNTIME_CONFIG_PATH} could not be loaded: the server answered ${response.status}.` };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, problem: `${RUNTIME_CONFIG_PATH} is not valid JSON.` };
  }
  return parseRuntimeConfig(body);
}
