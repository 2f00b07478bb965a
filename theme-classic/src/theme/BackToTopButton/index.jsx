import React from 'react';
import {translate} from '@docusaurus/Translate';
import {ThemeClassNames} from '../../theme-common/utils/ThemeClassNames.js';
import {useBackToTopButton} from '../../theme-common/hooks/useBackToTopButton.js';
import clsx from '../../theme-common/utils/clsx.js';
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
