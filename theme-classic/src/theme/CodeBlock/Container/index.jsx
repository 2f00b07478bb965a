import React from 'react';
import {ThemeClassNames} from '../../../theme-common/utils/ThemeClassNames.js';
import {usePrismTheme} from '../../../theme-common/hooks/usePrismTheme.js';
import {getPrismCssVariables} from '../../../theme-common/utils/prismThemes.js';
import clsx from '../../../theme-common/utils/clsx.js';
import './styles.css';

export default function CodeBlockContainer({as: As, ...props}) {
  const prismTheme = usePrismTheme();
  const prismCssVariables = getPrismCssVariables(prismTheme);
  return (
    <As
      {...props}
      style={prismCssVariables}
      className={clsx(props.className, 'codeBlockContainer_Ckt0', ThemeClassNames.common.codeBlock)}
    />
  );
}
