import type { CompiledMessages } from './compiledMessages';

let pending: Promise<CompiledMessages> | undefined;

/**
 * The ui's English messages for the one page rendered without the root's data: the error page
 * when the root loader itself failed. Loaded only then (React suspends until they arrive, on the
 * server and while hydrating), so every other page's first load carries neither language's ui
 * catalogue: the root loader hands the chosen language's messages over as data. They are parsed
 * here, with the ICU parser loaded beside them: the browser's first load has no parser (the
 * root's messages come parsed, messages.server.ts), and this import is the one place allowed to
 * bring the real one (vite.config.ts).
 */
export function fallbackMessages(): Promise<CompiledMessages> {
  pending ??= Promise.all([
    import('@backline/ui/messages/en.json'),
    import('@formatjs/icu-messageformat-parser'),
  ]).then(([catalogue, { parse }]) => {
    const locale = new Intl.Locale('en');
    return Object.fromEntries(
      Object.entries(catalogue.default as Record<string, string>).map(([id, text]) => [
        id,
        parse(text, { locale }),
      ]),
    );
  });
  return pending;
}
