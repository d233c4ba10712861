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
}: {
  intent: string;
  id: string;
  label: string;
  name: string;
  variant?: 'outline' | 'primary';
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
