import { Download, FileText, Printer } from 'lucide-react';
import { mortgageCalculator as copy } from '~/content/pages/loan-calculator';
import { buttonClasses } from '~/components/ui/button-link';
import { Link } from '~/components/ui/link';
import { CALCULATOR_PATH as PATH } from './use-mortgage-calculator';

/** Apply (only for figures within the product's terms: the application would refuse the others), download, print. */
export function CalculatorActions({
  query,
  canPrint,
  outsideTerms,
}: {
  query: string;
  canPrint: boolean;
  outsideTerms: string | null;
}) {
  return (
    <div className="flex flex-wrap gap-3 print:hidden">
      {outsideTerms ? (
        <p className="w-full">{copy.actions.applyOutside(outsideTerms)}</p>
      ) : (
        <Link to={`/loan-step?${query}`} className={`grow ${buttonClasses('accent')}`}>
          <FileText aria-hidden="true" size={20} /> {copy.actions.apply}
        </Link>
      )}
      <a
        href={`${PATH}/schedule.csv?${query}`}
        download="mortgage-schedule.csv"
        className={`grow ${buttonClasses('outline')}`}
      >
        <Download aria-hidden="true" size={20} /> {copy.actions.csv}
      </a>
      {canPrint ? (
        <button type="button" onClick={() => window.print()} className={`grow ${buttonClasses('outline')}`}>
          <Printer aria-hidden="true" size={20} /> {copy.actions.print}
        </button>
      ) : null}
    </div>
  );
}
