import {useMemo} from 'react';
import useDocusaurusContext from '../../client/exports/useDocusaurusContext.jsx';
import {pluralRules, selectMessage} from './pluralForm.js';

// usePluralForm picks, from a message of forms separated by "|" (in the order zero, one, two,
// few, many, other, keeping only the categories the site's locale has), the form for count.
export function usePluralForm() {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  return useMemo(() => {
    const rules = pluralRules(currentLocale);
    return {
      selectMessage: (count, pluralMessages) => selectMessage(rules, count, pluralMessages),
    };
  }, [currentLocale]);
}
