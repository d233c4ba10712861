type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function hasChanged(control: Control): boolean {
  if (control instanceof HTMLSelectElement)
    return [...control.options].some((option) => option.selected !== option.defaultSelected);
  if (control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox'))
    return control.checked !== control.defaultChecked;
  return control.value !== control.defaultValue;
}

/**
 * The controls in `root` that the visitor changed from what the page came with: what was typed or
 * chosen before the page's script took the form over (of a group of radios, only the one now chosen).
 */
export function changedControls(root: ParentNode): Control[] {
  return [...root.querySelectorAll<Control>('input, select, textarea')].filter(
    (control) =>
      hasChanged(control) && !(control instanceof HTMLInputElement && control.type === 'radio' && !control.checked),
  );
}
