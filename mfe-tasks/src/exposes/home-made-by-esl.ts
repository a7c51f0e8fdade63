export { HomeMadeByEsl as default } from '../features/gaming-tasks/components/home-made-by-esl';
