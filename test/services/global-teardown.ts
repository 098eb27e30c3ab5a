export default async function globalTeardown(): Promise<void> {
  const services = (globalThis as Record<string, unknown>).__bandwiseServices as { stop: () => void } | undefined;
  services?.stop();
}
