import {translate} from '@docusaurus/Translate';

// t is the label of a translation id, in the site's language (the theme's translations of
// theme-search-algolia.json, or the site's i18n/<locale>/code.json).
const t = (id, message) => translate({id, message});

// DocSearch's labels for its button and modal, and the modal's placeholder, each under the
// translation id Docusaurus's Algolia theme gives it.
const translations = {
  button: {
    buttonText: t('theme.SearchBar.label', 'Search'),
    buttonAriaLabel: t('theme.SearchBar.label', 'Search'),
  },
  modal: {
    searchBox: {
      resetButtonTitle: t('theme.SearchModal.searchBox.resetButtonTitle', 'Clear the query'),
      resetButtonAriaLabel: t('theme.SearchModal.searchBox.resetButtonTitle', 'Clear the query'),
      cancelButtonText: t('theme.SearchModal.searchBox.cancelButtonText', 'Cancel'),
      cancelButtonAriaLabel: t('theme.SearchModal.searchBox.cancelButtonText', 'Cancel'),
    },
    startScreen: {
      recentSearchesTitle: t('theme.SearchModal.startScreen.recentSearchesTitle', 'Recent'),
      noRecentSearchesText: t('theme.SearchModal.startScreen.noRecentSearchesText', 'No recent searches'),
      saveRecentSearchButtonTitle: t('theme.SearchModal.startScreen.saveRecentSearchButtonTitle', 'Save this search'),
      removeRecentSearchButtonTitle: t('theme.SearchModal.startScreen.removeRecentSearchButtonTitle', 'Remove this search from history'),
      favoriteSearchesTitle: t('theme.SearchModal.startScreen.favoriteSearchesTitle', 'Favorite'),
      removeFavoriteSearchButtonTitle: t('theme.SearchModal.startScreen.removeFavoriteSearchButtonTitle', 'Remove this search from favorites'),
    },
    errorScreen: {
      titleText: t('theme.SearchModal.errorScreen.titleText', 'Unable to fetch results'),
      helpText: t('theme.SearchModal.errorScreen.helpText', 'You might want to check your network connection.'),
    },
    footer: {
      selectText: t('theme.SearchModal.footer.selectText', 'to select'),
      selectKeyAriaLabel: t('theme.SearchModal.footer.selectKeyAriaLabel', 'Enter key'),
      navigateText: t('theme.SearchModal.footer.navigateText', 'to navigate'),
      navigateUpKeyAriaLabel: t('theme.SearchModal.footer.navigateUpKeyAriaLabel', 'Arrow up'),
      navigateDownKeyAriaLabel: t('theme.SearchModal.footer.navigateDownKeyAriaLabel', 'Arrow down'),
      closeText: t('theme.SearchModal.footer.closeText', 'to close'),
      closeKeyAriaLabel: t('theme.SearchModal.footer.closeKeyAriaLabel', 'Escape key'),
      searchByText: t('theme.SearchModal.footer.searchByText', 'Search by'),
    },
    noResultsScreen: {
      noResultsText: t('theme.SearchModal.noResultsScreen.noResultsText', 'No results for'),
      suggestedQueryText: t('theme.SearchModal.noResultsScreen.suggestedQueryText', 'Try searching for'),
      reportMissingResultsText: t('theme.SearchModal.noResultsScreen.reportMissingResultsText', 'Believe this query should return results?'),
      reportMissingResultsLinkText: t('theme.SearchModal.noResultsScreen.reportMissingResultsLinkText', 'Let us know.'),
    },
  },
  placeholder: t('theme.SearchModal.placeholder', 'Search docs'),
};

export default translations;
