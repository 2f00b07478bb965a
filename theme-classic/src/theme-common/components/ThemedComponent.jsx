import React from 'react';
import useIsBrowser from '../../client/exports/useIsBrowser.jsx';
import {useColorMode} from '../contexts/colorMode.jsx';
import clsx from '../utils/clsx.js';
import './ThemedComponent.css';

const AllThemes = ['light', 'dark'];

// Renders children(theme) for both themes on the server (CSS shows the right
// one), only the current one after hydration.
export function ThemedComponent({className, children}) {
  const isBrowser = useIsBrowser();
  const {colorMode} = useColorMode();
  function getThemesToRender() {
    if (isBrowser) {
      return colorMode === 'dark' ? ['dark'] : ['light'];
    }
    return AllThemes;
  }
  return (
    <>
      {getThemesToRender().map((theme) => {
        const themedElement = children({
          theme,
          className: clsx(
            className,
            'themedComponent_mlkZ',
            theme === 'dark' ? 'themedComponent--dark_xIcU' : 'themedComponent--light_NVdE',
          ),
        });
        return <React.Fragment key={theme}>{themedElement}</React.Fragment>;
      })}
    </>
  );
}
