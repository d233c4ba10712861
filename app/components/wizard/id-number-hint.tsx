import { ID_TYPES } from '@domain/lists/id-types';
import { messages } from '@domain/messages';

const hints = messages.forms.hints.idNumber;

/**
 * Step 3: the format of the number for the ID type chosen beside it (issue 27.3, decision 010).
 * Every hint is drawn; app/styles/wizard.css shows the one of the chosen option (with or without
 * JavaScript), and the hidden ones are left out of the field's description.
 */
export function IdNumberHint() {
  return (
    <span className="id-number-hint">
      {[hints.none, ...ID_TYPES.map((idType) => hints[idType])].map((text) => (
        <span key={text}>{text}</span>
      ))}
    </span>
  );
}
