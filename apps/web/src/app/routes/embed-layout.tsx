import { useEffect, useRef } from 'react';
import { FramedContext } from '../../lib/embed/framed';
import { notifyHost } from '../../lib/embed/embed-frame';
import { QuizLayout } from './quiz-layout';

/**
 * The quiz inside a publisher's page: the site's quiz and results without its header, telling the host
 * when it is ready and how tall it is, so the host sizes the frame and nothing scrolls inside it.
 */
export function EmbedLayout() {
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    notifyHost({ type: 'ready' });
    const element = content.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let reported = -1;
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      if (height === reported) return;
      reported = height;
      notifyHost({ type: 'resize', height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <FramedContext.Provider value={true}>
      {/* flow-root: the children's margins stay inside, so the measured height is the whole content.
          .framed: a tighter quiz, whose first screen fits the host's reserved 600 px on a phone too. */}
      <div ref={content} className="framed flow-root">
        <QuizLayout />
      </div>
    </FramedContext.Provider>
  );
}
