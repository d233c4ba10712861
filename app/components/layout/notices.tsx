import { lazy, Suspense, useEffect, useState } from 'react';
import { publicSiteTexts } from '@domain/messages/public-site';
import { NOTICE_AUTO_CLOSE_MS, onNoticeRequested } from '~/lib/notify';
import { belowHeader } from './notice-position';

const ToastContainer = lazy(() => import('react-toastify').then((module) => ({ default: module.ToastContainer })));

/**
 * The notice area (specification 8): top-right, closes after 10000 ms, progress bar, close on
 * click, pause on hover, draggable, light theme. Loaded with its library on the first notice; it
 * sits under the header rather than over its call-to-action buttons.
 */
export function Notices() {
  const [isWanted, setWanted] = useState(false);
  const [top, setTop] = useState<number>();
  useEffect(
    () =>
      onNoticeRequested(() => {
        setTop(belowHeader());
        setWanted(true);
      }),
    [],
  );
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer
        position="top-right"
        autoClose={NOTICE_AUTO_CLOSE_MS}
        hideProgressBar={false}
        closeOnClick
        pauseOnHover
        draggable
        theme="light"
        aria-label={publicSiteTexts.notices.label}
        style={top === undefined ? undefined : { top }}
      />
    </Suspense>
  );
}
