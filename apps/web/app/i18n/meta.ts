import type { MetaDescriptor } from '@remix-run/node';
import { type CompiledMessages, messageText } from './compiledMessages';
import type { MessageId } from './messageIds';

interface RootMatch {
  id: string;
  data?: unknown;
}

/** The translated `<title>` of a page, read from the root loader's messages. */
export function pageTitle(matches: readonly RootMatch[], id: MessageId): MetaDescriptor[] {
  const root = matches.find((match) => match.id === 'root')?.data as
    | { messages?: CompiledMessages }
    | undefined;
  const messages = root?.messages ?? {};
  const page = messageText(messages[id]);
  const template = messages['common.pageTitle'] ?? '{page} · Backline';
  return [
    {
      title: page
        ? messageText(template, { page })
        : messageText(messages['common.appName'] ?? 'Backline'),
    },
  ];
}
