import React, {useCallback, useEffect, useRef, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import Button from '@theme/CodeBlock/Buttons/Button';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import './styles.css';

function copyWithTextarea(text) {
  const element = document.createElement('textarea');
  const previouslyFocusedElement = document.activeElement;
  element.value = text;
  element.setAttribute('readonly', '');
  element.style.contain = 'strict';
  element.style.position = 'absolute';
  element.style.left = '-9999px';
  element.style.fontSize = '12pt';
  const selection = document.getSelection();
  const originalRange = selection && selection.rangeCount > 0 && selection.getRangeAt(0);
  document.body.append(element);
  element.select();
  element.selectionStart = 0;
  element.selectionEnd = text.length;
  try {
    document.execCommand('copy');
  } catch (e) {
    // ignore
  }
  element.remove();
  if (originalRange) {
    selection.removeAllRanges();
    selection.addRange(originalRange);
  }
  if (previouslyFocusedElement) {
    previouslyFocusedElement.focus();
  }
}

function copyTextToClipboard(text) {
  if (navigator.clipboard && window.isSecureContext) {
    navigator.clipboard.writeText(text).catch(() => copyWithTextarea(text));
  } else {
    copyWithTextarea(text);
  }
}

function title() {
  return translate({
    id: 'theme.CodeBlock.copy',
    message: 'Copy',
    description: 'The copy button label on code blocks',
  });
}

function ariaLabel(isCopied) {
  return isCopied
    ? translate({
        id: 'theme.CodeBlock.copied',
        message: 'Copied',
        description: 'The copied button label on code blocks',
      })
    : translate({
        id: 'theme.CodeBlock.copyButtonAriaLabel',
        message: 'Copy code to clipboard',
        description: 'The ARIA label for copy code blocks button',
      });
}

function useCopyButton() {
  const {
    metadata: {code},
  } = useCodeBlockContext();
  const [isCopied, setIsCopied] = useState(false);
  const copyTimeout = useRef(undefined);
  const copyCode = useCallback(() => {
    copyTextToClipboard(code);
    setIsCopied(true);
    copyTimeout.current = window.setTimeout(() => {
      setIsCopied(false);
    }, 1000);
  }, [code]);
  useEffect(() => () => window.clearTimeout(copyTimeout.current), []);
  return {copyCode, isCopied};
}

export default function CopyButton({className}) {
  const {copyCode, isCopied} = useCopyButton();
  return (
    <Button
      aria-label={ariaLabel(isCopied)}
      title={title()}
      className={clsx(className, isCopied && 'copyButtonCopied_Vdqa')}
      onClick={copyCode}>
      <span className="copyButtonIcons_IEyt" aria-hidden="true">
        <IconCopy className="copyButtonIcon_TrPX" />
        <IconSuccess className="copyButtonSuccessIcon_cVMy" />
      </span>
    </Button>
  );
}
