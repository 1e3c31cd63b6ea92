import { Icon, type IconProps } from './Icon';

export const ChevronsLeftIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m10 5-5 5 5 5M15 5l-5 5 5 5" />
  </Icon>
);
