import React from 'react';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import IconLightMode from '@theme/Icon/LightMode';
import IconDarkMode from '@theme/Icon/DarkMode';
import IconSystemColorMode from '@theme/Icon/SystemColorMode';
import clsx from 'clsx';
import './styles.css';

// light -> dark -> light, or with respectPrefersColorScheme
// system (null) -> light -> dark -> system.
function getNextColorMode(colorMode, respectPrefersColorScheme) {
  if (!respectPrefersColorScheme) {
    return colorMode === 'dark' ? 'light' : 'dark';
  }
  switch (colorMode) {
    case null:
      return 'light';
    case 'light':
      return 'dark';
    case 'dark':
      return null;
    default:
      throw new Error(`unexpected color mode ${colorMode}`);
  }
}

function getColorModeLabel(colorMode) {
  switch (colorMode) {
    case null:
      return translate({
        message: 'system mode',
        id: 'theme.colorToggle.ariaLabel.mode.system',
        description: 'The name for the system color mode',
      });
    case 'light':
      return translate({
        message: 'light mode',
        id: 'theme.colorToggle.ariaLabel.mode.light',
        description: 'The name for the light color mode',
      });
    case 'dark':
      return translate({
        message: 'dark mode',
        id: 'theme.colorToggle.ariaLabel.mode.dark',
        description: 'The name for the dark color mode',
      });
    default:
      throw new Error(`unexpected color mode ${colorMode}`);
  }
}

function getColorModeAriaLabel(colorMode) {
  return translate(
    {
      message: 'Switch between dark and light mode (currently {mode})',
      id: 'theme.colorToggle.ariaLabel',
      description: 'The ARIA label for the color mode toggle',
    },
    {mode: getColorModeLabel(colorMode)},
  );
}

// All three icons are rendered; CSS shows the one of <html data-theme-choice>,
// so the server render is right before hydration.
function CurrentColorModeIcon() {
  return (
    <>
      <IconLightMode aria-hidden className="toggleIcon_g3eP lightToggleIcon_pyhR" />
      <IconDarkMode aria-hidden className="toggleIcon_g3eP darkToggleIcon_wfgR" />
      <IconSystemColorMode aria-hidden className="toggleIcon_g3eP systemToggleIcon_QzmC" />
    </>
  );
}

function ColorModeToggle({className, buttonClassName, respectPrefersColorScheme, value, onChange}) {
  const isBrowser = useIsBrowser();
  return (
    <div className={clsx('toggle_vylO', className)}>
      <button
        className={clsx(
          'clean-btn',
          'toggleButton_gllP',
          !isBrowser && 'toggleButtonDisabled_aARS',
          buttonClassName,
        )}
        type="button"
        onClick={() => onChange(getNextColorMode(value, respectPrefersColorScheme))}
        disabled={!isBrowser}
        title={getColorModeLabel(value)}
        aria-label={getColorModeAriaLabel(value)}>
        <CurrentColorModeIcon />
      </button>
    </div>
  );
}

export default React.memo(ColorModeToggle);
