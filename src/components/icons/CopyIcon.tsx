import { Icon, type IconProps } from './Icon';

export const CopyIcon = (p: IconProps) => (
  // One path (the front square drawn as a path, not a <rect>): a page draws hundreds of these.
  <Icon {...p}>
    <path d="M9 7h6a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2ZM13 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h2" />
  </Icon>
);
