import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useOrderEvents, useReplay, useShownOrderId } from './orderApi';
import { QueryState } from './QueryState';
import { ReplayState } from './ReplayState';
import { ReplayTimePicker } from './ReplayTimePicker';
import { actorLabel, type OrderEventRecord } from './types';

/** A stepper over the order's events: the order as it stood after each, what that event changed highlighted. */
export function OrderReplay() {
  const id = useShownOrderId();
  const events = useOrderEvents(id);
  if (!events.isSuccess) return <QueryState query={events} />;
  return <ReplayStepper orderId={id} events={events.data} />;
}

function ReplayStepper({ orderId, events }: { orderId: string; events: OrderEventRecord[] }) {
  // null: the latest event, also after a status change adds one.
  const [chosen, setChosen] = useState<number | null>(null);
  const index = Math.min(chosen ?? events.length - 1, events.length - 1);
  const event = events[index];
  const previous = index > 0 ? events[index - 1] : undefined;
  const current = useReplay(orderId, event ? { revision: event.revision } : null);
  const before = useReplay(orderId, previous ? { revision: previous.revision } : null);
  if (!event) return <Alert severity="info">This order has no events.</Alert>;
  const goTo = (revision: number) =>
    setChosen(
      Math.max(
        0,
        events.findIndex((candidate) => candidate.revision === revision),
      ),
    );
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ overflowX: 'auto', pb: 1 }}>
        <Stepper nonLinear activeStep={index} alternativeLabel aria-label="Events of the order" sx={{ minWidth: events.length * 120 }}>
          {events.map((step, stepIndex) => (
            <Step key={step.eventId} completed={stepIndex < index}>
              <StepButton onClick={() => setChosen(stepIndex)} optional={<Typography variant="caption">revision {step.revision}</Typography>}>
                {step.type}
              </StepButton>
            </Step>
          ))}
        </Stepper>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button startIcon={<ChevronLeftIcon />} disabled={index === 0} onClick={() => setChosen(index - 1)}>
          Previous
        </Button>
        <Button endIcon={<ChevronRightIcon />} disabled={index === events.length - 1} onClick={() => setChosen(index + 1)}>
          Next
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <ReplayTimePicker orderId={orderId} initial={event.createdAt} onFound={goTo} />
      </Box>
      <Typography variant="subtitle1" component="h3" aria-live="polite">
        Step {index + 1} of {events.length}: after <strong>{event.type}</strong> (revision {event.revision}),{' '}
        {new Date(event.createdAt).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'medium' })}, by {actorLabel(event.metadata.actor)}
      </Typography>
      {current.isSuccess ? <ReplayState state={current.data.state} previous={previous ? before.data?.state : null} /> : <QueryState query={current} />}
    </Box>
  );
}
