import type { DefaultOption } from './destinations';
import { useLookupNavigate } from './LookupLink';
import type { SearchAssist } from './searchClassifier';

/**
 * What taking an option does, for Enter in the home page's box and in an address page's field:
 * a page of this app is opened and kept among the recent lookups; an outside explorer opens
 * beside the app, as its link in the list does.
 */
export function useOpenOption(): (loaded: SearchAssist, option: DefaultOption) => void {
  const navigateTo = useLookupNavigate();
  return (loaded, option) => {
    if (option.lookup) {
      loaded.addRecent(option.lookup);
      navigateTo(option.lookup);
    } else if (option.external) {
      window.open(option.external.href, '_blank', 'noopener,noreferrer');
    }
  };
}
