import { Fragment } from 'react';
import './OilName.css';

/** A viscosity grade such as 0W-40 or 10W-30, or a standard such as GF-5: one word, never broken at its hyphen. */
const GRADE = /(\d+W-\d+|GF-\d+)/;

/** An oil's name with its grade kept on one line ('0W-' / '40' on two lines reads as two oils). */
export function OilName({ name }: { name: string }) {
  return (
    <>
      {name.split(GRADE).map((part, index) =>
        GRADE.test(part) ? (
          <span key={index} className="oil-name__grade">
            {part}
          </span>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
