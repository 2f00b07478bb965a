import React from 'react';
import ColorModeToggle from '@theme/ColorModeToggle';
import {useThemeConfig, useColorMode} from '@docusaurus/theme-common';
import './styles.css';

export default function NavbarColorModeToggle({className}) {
  const {navbar, colorMode} = useThemeConfig();
  const {disableSwitch, respectPrefersColorScheme} = colorMode;
  const {colorModeChoice, setColorMode} = useColorMode();
  if (disableSwitch) {
    return null;
  }
  return (
    <ColorModeToggle
      className={className}
      buttonClassName={
        navbar.style === 'dark' ? 'darkNavbarColorModeToggle_X3D1' : undefined
      }
      respectPrefersColorScheme={respectPrefersColorScheme}
      value={colorModeChoice}
      onChange={setColorMode}
    />
  );
}
