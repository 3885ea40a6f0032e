/** The score viewer's code (a chunk of its own): the chapter that shows a score, and the course page's loader ahead of it. */
export const loadScorePanel = () => import('../components/score/score-panel.tsx');
