import { Anchor, Text } from '@mantine/core';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;
/** Punctuation that ends a sentence rather than the link it follows. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

/** Plain text with its http(s) addresses turned into links that open in a new tab. */
export function LinkedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <Text component="div" size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {parts.map((part, index) => {
        // split() with a capturing group puts the matches at the odd indexes.
        if (index % 2 === 0) return part;
        const trailing = TRAILING_PUNCTUATION.exec(part)?.[0] ?? '';
        const href = part.slice(0, part.length - trailing.length);
        return (
          <span key={index}>
            <Anchor href={href} target="_blank" rel="noreferrer">
              {href}
            </Anchor>
            {trailing}
          </span>
        );
      })}
    </Text>
  );
}
