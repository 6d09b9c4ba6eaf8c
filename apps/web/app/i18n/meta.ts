import type { MetaDescriptor } from '@remix-run/node';
import type { MessageId } from './messageIds';

interface RootMatch {
  id: string;
  data?: unknown;
}

/** The translated `<title>` of a page, read from the root loader's messages. */
export function pageTitle(matches: readonly RootMatch[], id: MessageId): MetaDescriptor[] {
  const root = matches.find((match) => match.id === 'root')?.data as
    | { messages?: Record<string, string> }
    | undefined;
  const messages = root?.messages ?? {};
  const page = messages[id] ?? '';
  const template = messages['common.pageTitle'] ?? '{page} · Backline';
  return [
    { title: page ? template.replace('{page}', page) : (messages['common.appName'] ?? 'Backline') },
  ];
}
