import React from 'react';
import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useBackToTopButton} from '@docusaurus/theme-common/internal';
import './styles.css';

export default function BackToTopButton() {
  const {shown, scrollToTop} = useBackToTopButton({threshold: 300});
  return (
    <button
      aria-label={translate({
        id: 'theme.BackToTopButton.buttonAriaLabel',
        message: 'Scroll back to top',
        description: 'The ARIA label for the back to top button',
      })}
      className={clsx(
        'clean-btn',
        ThemeClassNames.common.backToTopButton,
        'backToTopButton_sjWU',
        shown && 'backToTopButtonShow_xfvO',
      )}
      type="button"
      onClick={scrollToTop}
    />
  );
}
