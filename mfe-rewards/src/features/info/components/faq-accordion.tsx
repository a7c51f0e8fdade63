import { useId, useState } from 'react';
import type { Faq } from '../content/faqs';

function FaqItem({ faq }: { faq: Faq }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="faq-item">
      <h3 className="faq-item__heading">
        <button
          type="button"
          id={`${id}-button`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((o) => !o)}
        >
          <span>{faq.question}</span>
          <span className="faq-item__icon" aria-hidden="true">
            {open ? '−' : '+'}
          </span>
        </button>
      </h3>
      <div
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-button`}
        hidden={!open}
        className="faq-item__panel"
      >
        <p>{faq.answer}</p>
      </div>
    </div>
  );
}

/** An accordion: each question is a button that shows or hides its answer region. */
export function FaqAccordion({ items }: { items: Faq[] }) {
  return (
    <div className="faq-accordion">
      {items.map((faq) => (
        <FaqItem key={faq.question} faq={faq} />
      ))}
    </div>
  );
}
