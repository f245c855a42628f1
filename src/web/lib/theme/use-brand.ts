import { useEffect, useState } from 'react';
import { THEME_UPDATED_EVENT, type ThemeUpdatedDetail } from './theme.ts';
import { useTheme } from './theme-context.ts';

export interface Brand {
  companyName: string;
  tagline: string;
  logo: string;
}

/**
 * The brand the header shows (docs/product-rules.md, "The web app"): the displayed theme's company name, or the one carried by
 * the latest 'theme-updated' window event, until the theme itself changes again.
 */
export function useBrand(): Brand {
  const { brandElements } = useTheme().displayTheme;
  const [announced, setAnnounced] = useState<ThemeUpdatedDetail | null>(null);

  // A new displayed theme supersedes an earlier announcement.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the theme's brand changes.
  useEffect(() => setAnnounced(null), [brandElements.companyName, brandElements.tagline]);

  useEffect(() => {
    function onThemeUpdated(event: Event) {
      const detail = (event as CustomEvent<Partial<ThemeUpdatedDetail> | undefined>).detail;
      if (detail && typeof detail.companyName === 'string' && detail.companyName.trim()) {
        setAnnounced({ companyName: detail.companyName, tagline: detail.tagline ?? '' });
      }
    }
    window.addEventListener(THEME_UPDATED_EVENT, onThemeUpdated);
    return () => window.removeEventListener(THEME_UPDATED_EVENT, onThemeUpdated);
  }, []);

  return {
    companyName: announced?.companyName ?? brandElements.companyName,
    tagline: announced?.tagline || brandElements.tagline,
    logo: brandElements.logo,
  };
}
