import type { MetaDescriptor } from '@remix-run/node';
import { type CompiledMessages, messageText } from '../../i18n/compiledMessages';
import type { MessageId } from '../../i18n/messageIds';

interface RootMatch {
  id: string;
  data?: unknown;
}

/**
 * A public page's `<title>`, description and Open Graph tags, in the visitor's language (read
 * from the root loader's messages): what crawlers and link previews show of an affiliate link.
 */
export function catalogueMeta(
  matches: readonly RootMatch[],
  ids: { title: MessageId; description: MessageId },
  values: Record<string, string>,
): MetaDescriptor[] {
  const root = matches.find((match) => match.id === 'root')?.data as
    | { messages?: CompiledMessages }
    | undefined;
  const messages = root?.messages ?? {};
  // `{name}` arguments only: the catalogue's meta texts have no plurals or selects.
  const page = messageText(messages[ids.title], values);
  const title = messageText(messages['common.pageTitle'] ?? '{page} · Backline', { page });
  const description = messageText(messages[ids.description], values);
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: page },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
  ];
}
