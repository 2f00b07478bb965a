// Keyboard handling shared by the search comboboxes (navbar box, mobile dialog): arrows move
// the highlighted result, Enter opens it, Escape closes. Returns true when it used the key.
export function handleComboboxKey(event, {count, active, setActive, onEnter, onEscape}) {
  if (event.nativeEvent && event.nativeEvent.isComposing) {
    return false; // an input method is composing a character: its keys are not ours
  }
  switch (event.key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      event.preventDefault();
      if (count > 0) {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive(active < 0 ? (step > 0 ? 0 : count - 1) : (active + step + count) % count);
      }
      return true;
    }
    case 'Enter':
      event.preventDefault();
      onEnter(active);
      return true;
    case 'Escape':
      event.preventDefault();
      onEscape();
      return true;
    default:
      return false;
  }
}

// optionId is the id of the index-th option of the listbox listId.
export function optionId(listId, index) {
  return `${listId}-option-${index}`;
}

// searchPageUrl is the search page showing the results of query.
export function searchPageUrl(baseUrl, query) {
  return `${baseUrl}search?q=${encodeURIComponent(query)}`;
}

// The attributes every search input shares: a combobox that controls the results listbox.
export function comboboxInputProps({listId, expanded, active, query}) {
  return {
    type: 'search',
    placeholder: 'Search',
    'aria-label': 'Search',
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': expanded,
    'aria-controls': expanded ? listId : undefined,
    'aria-activedescendant': expanded && active >= 0 ? optionId(listId, active) : undefined,
    autoComplete: 'off',
    autoCorrect: 'off',
    autoCapitalize: 'off',
    spellCheck: 'false',
    enterKeyHint: 'search',
    value: query,
  };
}

