import React from 'react';
import {translate} from '@docusaurus/Translate';
import Button from '@theme/CodeBlock/Buttons/Button';
import IconWordWrap from '@theme/Icon/WordWrap';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import './styles.css';

// Only shown when the code overflows horizontally (or is wrapped).
export default function WordWrapButton({className}) {
  const {wordWrap} = useCodeBlockContext();
  const canShowButton = wordWrap.isEnabled || wordWrap.isCodeScrollable;
  if (!canShowButton) {
    return false;
  }
  const title = translate({
    id: 'theme.CodeBlock.wordWrapToggle',
    message: 'Toggle word wrap',
    description: 'The title attribute for toggle word wrapping button of code block lines',
  });
  return (
    <Button
      onClick={() => wordWrap.toggle()}
      className={clsx(className, wordWrap.isEnabled && 'wordWrapButtonEnabled_uzNF')}
      aria-label={title}
      title={title}>
      <IconWordWrap className="wordWrapButtonIcon_b1P5" aria-hidden="true" />
    </Button>
  );
}
