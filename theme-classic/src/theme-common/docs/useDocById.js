import {useCardDocs} from '../contexts/cardDocs.jsx';
import {useDocsVersion} from '../contexts/docsVersion.jsx';

// A doc of the version being browsed, by id ({id, title, description, …}): the page's card
// docs carry titles and descriptions, the version's docs the rest. Undefined for no id.
export function useDocById(id) {
  const cardDocs = useCardDocs();
  const version = useDocsVersion();
  if (id === undefined) {
    return undefined;
  }
  const doc = cardDocs[id] ?? (Object.hasOwn(version.docs, id) ? version.docs[id] : undefined);
  if (!doc) {
    throw new Error(`no version doc found by id=${id}`);
  }
  return doc;
}
