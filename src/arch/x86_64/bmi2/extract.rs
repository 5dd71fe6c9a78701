//! BMI2 extract kernels.
