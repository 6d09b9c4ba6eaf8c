import {
  isArgumentElement,
  isLiteralElement,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';

/** Messages as the root loader hands them over: parsed on the server (messages.server.ts). */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

/**
 * A message's plain text with its `{name}` arguments filled, for what is read outside React
 * (page titles, descriptions): those have no plurals, selects or tags. Takes a parsed message or
 * a string (a fallback written in code).
 */
export function messageText(
  message: MessageFormatElement[] | string | undefined,
  values: Record<string, string> = {},
): string {
  if (message === undefined) return '';
  if (typeof message === 'string') {
    return message.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
  }
  return message
    .map((element) => {
      if (isLiteralElement(element)) return element.value;
      if (isArgumentElement(element)) return values[element.value] ?? `{${element.value}}`;
      return '';
    })
    .join('');
}
