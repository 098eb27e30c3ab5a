/** The optional language model: an OpenAI-compatible chat API (a local model server works too). */
export interface LanguageModelConfig {
  /** e.g. http://127.0.0.1:8080/v1; the model is off unless both this and `model` are set. */
  baseUrl: string;
  model: string;
  apiKey: string | null;
  timeoutMs: number;
}

/** Reads LLM_BASE_URL, LLM_MODEL, LLM_API_KEY and LLM_TIMEOUT_MS; null (off) unless configured. */
export function loadLanguageModelConfig(env: NodeJS.ProcessEnv = process.env): LanguageModelConfig | null {
  const baseUrl = env.LLM_BASE_URL?.trim();
  const model = env.LLM_MODEL?.trim();
  if (!baseUrl || !model) return null;
  return { baseUrl: baseUrl.replace(/\/+$/, ''), model, apiKey: env.LLM_API_KEY?.trim() || null, timeoutMs: Number(env.LLM_TIMEOUT_MS) || 8000 };
}
