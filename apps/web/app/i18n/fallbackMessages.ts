type Messages = Record<string, string>;

let pending: Promise<Messages> | undefined;

/**
 * The ui's English messages for the one page rendered without the root's data: the error page
 * when the root loader itself failed. Loaded only then (React suspends until they arrive, on the
 * server and while hydrating), so every other page's first load carries neither language's ui
 * catalogue: the root loader hands the chosen language's messages over as data.
 */
export function fallbackMessages(): Promise<Messages> {
  pending ??= import('@backline/ui/messages/en.json').then((module) => module.default);
  return pending;
}
