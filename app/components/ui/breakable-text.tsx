import { Fragment } from 'react';

/** Where an e-mail address may wrap: before its @ and each dot, never inside a word. */
export const EMAIL_BREAKS = /(?=[@.])/;
/** Where a grouped code (7K3Q-9XPM-...) may wrap: after each hyphen, never inside a group. */
export const CODE_BREAKS = /(?<=-)/;

/**
 * Text that wraps only at the given points (a line-break opportunity, <wbr>, at each), so that a
 * long e-mail address or code on a phone breaks between its parts rather than mid-token.
 */
export function BreakableText({ text, breaks }: { text: string; breaks: RegExp }) {
  return (
    <>
      {text.split(breaks).map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
