// The logic of usePluralForm, apart from React for its tests.

// The CLDR plural categories in the order translators write a "a|b|c" message.
const categoryOrder = ['zero', 'one', 'two', 'few', 'many', 'other'];

// English rules, for a runtime without Intl.PluralRules.
const englishRules = {
  categories: ['one', 'other'],
  select: (count) => (count === 1 ? 'one' : 'other'),
};

// pluralRules are the plural categories of locale and the function picking one for a count.
export function pluralRules(locale) {
  if (typeof Intl === 'undefined' || typeof Intl.PluralRules !== 'function') {
    return englishRules;
  }
  try {
    const rules = new Intl.PluralRules(locale);
    const available = rules.resolvedOptions().pluralCategories;
    return {
      categories: categoryOrder.filter((c) => available.includes(c)),
      select: (count) => rules.select(count),
    };
  } catch (err) {
    console.error(`Failed to use Intl.PluralRules for locale "${locale}": ${err}`);
    return englishRules;
  }
}

// selectMessage picks the form of pluralMessages ("a|b|…", forms in categoryOrder) for count.
export function selectMessage(rules, count, pluralMessages) {
  const forms = pluralMessages.split('|');
  if (forms.length === 1) {
    return forms[0];
  }
  if (forms.length > rules.categories.length) {
    console.error(
      `A plural message has ${forms.length} forms but the locale has only ${rules.categories.length} plural categories (${rules.categories.join(', ')}): ${pluralMessages}`,
    );
  }
  const index = rules.categories.indexOf(rules.select(count));
  // A message with fewer forms than categories uses its last form for the rest.
  return forms[Math.min(index, forms.length - 1)];
}
