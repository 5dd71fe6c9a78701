//! BMI2 deposit kernels.
