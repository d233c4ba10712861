import { Form, useNavigation } from 'react-router';
import { buttonClasses } from '~/components/ui/button-link';

/**
 * One button acting on one row of a list, posted to the page's action (works without JavaScript).
 * `label` is what the button shows; `name` is its whole accessible name, naming the row.
 */
export function RowAction({
  intent,
  id,
  label,
  name,
  variant = 'outline',
  hidden = {},
}: {
  intent: string;
  id: string;
  label: string;
  name: string;
  variant?: 'outline' | 'primary';
  /** More fields posted with it (a confirmation). */
  hidden?: Record<string, string>;
}) {
  const navigation = useNavigation();
  const isPending =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === intent &&
    navigation.formData?.get('id') === id;
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {Object.entries(hidden).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      <button
        type="submit"
        aria-label={name}
        aria-disabled={isPending || undefined}
        className={`${buttonClasses(variant, 'sm')} whitespace-nowrap`}
      >
        {label}
      </button>
    </Form>
  );
}
