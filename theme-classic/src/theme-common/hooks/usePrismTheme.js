import {useThemeConfig} from '../utils/useThemeConfig.js';
import {useColorMode} from '../contexts/colorMode.jsx';
import {normalizePrismTheme} from '../utils/prismThemes.js';

// The Prism theme of the current color mode (darkTheme falls back to theme).
export function usePrismTheme() {
  const {prism} = useThemeConfig();
  const {colorMode} = useColorMode();
  const lightModeTheme = normalizePrismTheme(prism.theme);
  const darkModeTheme = prism.darkTheme ? normalizePrismTheme(prism.darkTheme) : lightModeTheme;
  return colorMode === 'dark' ? darkModeTheme : lightModeTheme;
}
