export { EyeIcon } from './eye-icon';
export { EyeOffIcon } from './eye-off-icon';
