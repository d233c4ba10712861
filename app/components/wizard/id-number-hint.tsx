import { ID_TYPES } from '@domain/lists/id-types';
import { messages } from '@domain/messages';

const hints = messages.forms.hints.idNumber;

/**
 * Each hint shows while its option of the ID type is chosen (`:has`, so that it follows the choice
 * with or without JavaScript); the hidden ones are left out of the field's description. The
 * options are the placeholder first, then ID_TYPES in order: the classes are spelt out for Tailwind.
 */
const SHOWN_WHILE_CHOSEN = [
  '[form:has(#wizard-idType>option:nth-child(1):checked)_&]:inline',
  '[form:has(#wizard-idType>option:nth-child(2):checked)_&]:inline',
  '[form:has(#wizard-idType>option:nth-child(3):checked)_&]:inline',
  '[form:has(#wizard-idType>option:nth-child(4):checked)_&]:inline',
  '[form:has(#wizard-idType>option:nth-child(5):checked)_&]:inline',
  '[form:has(#wizard-idType>option:nth-child(6):checked)_&]:inline',
  '[form:has(#wizard-idType>option:nth-child(7):checked)_&]:inline',
  '[form:has(#wizard-idType>option:nth-child(8):checked)_&]:inline',
] as const;

/** Step 3: the format of the number for the ID type chosen beside it (issue 27.3, decision 010). */
export function IdNumberHint() {
  const texts = [hints.none, ...ID_TYPES.map((idType) => hints[idType])];
  return (
    <>
      {texts.map((text, index) => (
        <span key={text} className={`hidden ${SHOWN_WHILE_CHOSEN[index]}`}>
          {text}
        </span>
      ))}
    </>
  );
}
