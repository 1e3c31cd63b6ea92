import { Icon, type IconProps } from './Icon';

export const CheckIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m4 10.5 4 4 8-9" />
  </Icon>
);
