import {translate} from '../../client/exports/Translate.jsx';
import {usePluralForm} from '../utils/usePluralForm.js';

// The default description of a category card: how many items the category holds, in the
// plural forms of the site's locale.
export function useDocCardDescriptionCategoryItemsPlural() {
  const {selectMessage} = usePluralForm();
  return (count) =>
    selectMessage(
      count,
      translate(
        {
          id: 'theme.docs.DocCard.categoryDescription.plurals',
          message: '1 item|{count} items',
          description: 'The default description for a category card in the generated index about how many items this category includes',
        },
        {count},
      ),
    );
}
